// The choice of period: today, the last 7 or 30 days (links, so that back and reload keep them), or
// two days of the owner's choosing, checked before the address changes.
import { useId, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { PRESETS, periodSearch, rangeProblem, type PeriodChoice } from './period';

export function PeriodPicker({ choice, today }: { choice: PeriodChoice; today: string }) {
  const navigate = useNavigate();
  const id = useId();
  const asked = choice.asked ?? (choice.kind === 'custom' ? choice : null);
  const [from, setFrom] = useState(asked?.from ?? '');
  const [to, setTo] = useState(asked?.to ?? '');
  const [problem, setProblem] = useState<string | null>(choice.problem ?? null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeProblem(from, to, today);
    setProblem(found);
    if (!found) void navigate(`${paths.adminInsights}${periodSearch({ kind: 'custom', from, to })}`);
  };

  const problemId = `${id}-problem`;
  return (
    <div className="insights-period">
      <nav aria-label="Period">
        <ul className="insights-period__presets">
          {PRESETS.map((preset) => (
            <li key={preset.kind}>
              <Link
                to={`${paths.adminInsights}${periodSearch({ kind: preset.kind })}`}
                className="area-pill"
                aria-current={choice.kind === preset.kind && !choice.problem ? 'page' : undefined}
              >
                {preset.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="insights-period__range" onSubmit={onSubmit} noValidate aria-label="Choose the days">
        <div className="form-field insights-period__field">
          <label htmlFor={`${id}-from`} className="form-field__label">
            First day
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-field__control"
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <div className="form-field insights-period__field">
          <label htmlFor={`${id}-to`} className="form-field__label">
            Last day
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-field__control"
            value={to}
            max={today}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <button
          type="submit"
          className={
            choice.kind === 'custom' ? 'button insights-period__show' : 'button button--ghost insights-period__show'
          }
        >
          Show these days
        </button>
        <p id={problemId} className="insights-period__problem" role="alert">
          {problem}
        </p>
      </form>
    </div>
  );
}
