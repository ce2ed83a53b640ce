// The formats of the rich text, as a toolbar: one Tab stop, arrows between its buttons (the ARIA
// toolbar pattern), each button saying whether its format is on at the cursor (aria-pressed).
import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';

export interface RichTextToolbarProps {
  editor: Editor;
  /** The field's label: the toolbar is named after it. */
  label: string;
  /** The editable area's id. */
  controls: string;
  linkOpen: boolean;
  onLink: () => void;
}

interface Format {
  name: string;
  /** What the button shows; its name is `name`. */
  mark: string;
  shortcut?: string;
  isOn: (editor: Editor) => boolean;
  toggle: (editor: Editor) => void;
}

const FORMATS: readonly Format[] = [
  {
    name: 'Bold',
    mark: 'B',
    shortcut: 'Ctrl+B',
    isOn: (e) => e.isActive('bold'),
    toggle: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italic',
    mark: 'I',
    shortcut: 'Ctrl+I',
    isOn: (e) => e.isActive('italic'),
    toggle: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Heading',
    mark: 'H3',
    isOn: (e) => e.isActive('heading', { level: 3 }),
    toggle: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'Subheading',
    mark: 'H4',
    isOn: (e) => e.isActive('heading', { level: 4 }),
    toggle: (e) => e.chain().focus().toggleHeading({ level: 4 }).run(),
  },
  {
    name: 'Bulleted list',
    mark: '•',
    isOn: (e) => e.isActive('bulletList'),
    toggle: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    mark: '1.',
    isOn: (e) => e.isActive('orderedList'),
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

export function RichTextToolbar({ editor, label, controls, linkOpen, onLink }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      on: FORMATS.map((format) => format.isOn(current)),
      link: current.isActive('link'),
    }),
  });
  // The button that Tab reaches: the last one used, as the toolbar pattern asks.
  const [focusIndex, setFocusIndex] = useState(0);
  const count = FORMATS.length + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -focusIndex,
      End: count - 1 - focusIndex,
    };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (focusIndex + step + count) % count;
    setFocusIndex(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  const button = (index: number, name: string, mark: string, pressed: boolean, act: () => void, shortcut?: string) => (
    <button
      key={name}
      type="button"
      className={
        name === 'Italic' ? 'field-tool rich-text__tool rich-text__tool--italic' : 'field-tool rich-text__tool'
      }
      aria-label={name}
      aria-pressed={pressed}
      title={shortcut ? `${name} (${shortcut})` : name}
      tabIndex={index === focusIndex ? 0 : -1}
      onFocus={() => setFocusIndex(index)}
      // Keeps the text's selection: the format applies to what was selected, not to nothing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={act}
    >
      <span aria-hidden="true">{mark}</span>
    </button>
  );

  return (
    <div
      role="toolbar"
      aria-label={`Formats: ${label}`}
      aria-controls={controls}
      className="rich-text__toolbar"
      onKeyDown={onKeyDown}
    >
      {FORMATS.map((format, index) =>
        button(index, format.name, format.mark, state.on[index] ?? false, () => format.toggle(editor), format.shortcut),
      )}
      {button(FORMATS.length, 'Link', 'Link', state.link || linkOpen, onLink)}
    </div>
  );
}
