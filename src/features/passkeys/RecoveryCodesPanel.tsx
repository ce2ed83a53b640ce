// The recovery codes, shown once: when a passkey is first required and when new ones are made. The
// owner copies, downloads or prints them, then says they are saved; they are never shown again.
import { useEffect, useRef, useState } from 'react';

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Recovery codes for the salon's area (${window.location.host}). Each works once, with your password.\n\n${codes.join('\n')}\n`;

  // The codes just appeared in place of what was clicked: the owner's focus goes to them, once the
  // dialog that asked for the password (which keeps the rest of the page inert) has closed.
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('The codes are copied.');
    } catch {
      setCopied('This browser did not let the page copy: select the codes and copy them yourself.');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'salon-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="recovery-codes__title" tabIndex={-1} ref={heading}>
        Your recovery codes
      </h3>
      <p>
        <strong>Save them now: they are shown only this once.</strong> If you lose your passkey, one of them signs you
        in once, with your password. Print them, or keep them in your password manager, apart from your phone.
      </p>
      <ol className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          Copy the codes
        </button>
        <button type="button" className="button button--ghost" onClick={download}>
          Download as a text file
        </button>
        <button type="button" className="button" onClick={onDone}>
          I have saved them
        </button>
      </div>
      <p className="recovery-codes__copied" role="status">
        {copied}
      </p>
    </section>
  );
}
