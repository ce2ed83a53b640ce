// One screen of the editor: a form for each entity the model places on it, in the model's order.
import type { ContentFile } from '../../api/model/infer';
import { useAppSelector } from '../../state/hooks';
import { EntityEditor } from './EntityEditor';
import { selectGeneration } from './editorSlice';
import type { EditorScreen } from './screens';

export function ScreenEditor({ screen, content }: { screen: EditorScreen; content: ContentFile }) {
  // A draft replaced as a whole (discarded, restored, another window's) draws its forms anew.
  const generation = useAppSelector(selectGeneration);
  return (
    <div className="screen-editor" key={generation}>
      {screen.entities.map((entity) => (
        <EntityEditor key={entity} entity={entity} saved={content[entity]} />
      ))}
    </div>
  );
}
