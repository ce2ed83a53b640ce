// A disclosure list where at most one item is open; the caller owns which one (so it can live in the store).
import { useId, type ReactNode } from 'react';
import './Accordion.css';

export interface AccordionItem {
  id: number | string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The open item, or null when all are closed. */
  openId: number | string | null;
  /** Called with the clicked item: the caller opens it, or closes it when it was the open one. */
  onToggle: (id: number | string) => void;
  /** The heading level of the item titles, to fit the surrounding outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

export function Accordion({ items, openId, onToggle, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  if (items.length === 0) return null;
  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={open ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
              >
                <span className="accordion__title">{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
