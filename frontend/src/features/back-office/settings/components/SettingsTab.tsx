import type { Key, ReactNode } from 'react';
import { EditorPanel } from './EditorPanel';
import { useEditor } from './editor';
import { TabSection } from './TabSection';

/** What the editor has open: a new record, a record, or another of the tab's panels by name. */
type Editing<R, P extends string> =
  { mode: 'create' } | { mode: 'edit'; record: R } | { mode: 'panel'; name: P };

/** The editor of a tab: a new record, a record, or one of the tab's other panels. */
export function useSettingsEditor<R, P extends string = never>() {
  const editor = useEditor<Editing<R, P>>();
  return {
    ...editor,
    create: () => editor.open({ mode: 'create' }),
    edit: (record: R) => editor.open({ mode: 'edit', record }),
    openPanel: (name: P) => editor.open({ mode: 'panel', name }),
  };
}

type SettingsEditor<R, P extends string> = ReturnType<typeof useSettingsEditor<R, P>>;

/**
 * A settings tab over a list of records: a button for a new one and the list (`children`); or,
 * while one is open, its editor (or another panel of the tab) in place of the list.
 */
export function SettingsTab<R, P extends string = never>({
  id,
  title,
  lead,
  editor,
  create,
  editTitle,
  editorKey,
  renderEditor,
  panels,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  editor: SettingsEditor<R, P>;
  /** The button and the editor's title for a new record; without it records are only edited. */
  create?: { label: string; title: string };
  editTitle: (record: R) => string;
  /** Set when the editor must start afresh for another record, as it does for a new one. */
  editorKey?: (record: R) => Key;
  /** The form for the record being edited, or for a new one when undefined. */
  renderEditor: (record: R | undefined) => ReactNode;
  /** The tab's other panels, opened with `editor.openPanel`; one undefined is not offered now. */
  panels?: { [N in P]: { title: string; content: ReactNode } | undefined };
  children: ReactNode;
}) {
  const editing = editor.editing;
  const panel = editing?.mode === 'panel' ? panels?.[editing.name] : undefined;
  let shown: ReactNode = children;
  if (editing?.mode === 'create' || editing?.mode === 'edit') {
    const record = editing.mode === 'edit' ? editing.record : undefined;
    shown = (
      <EditorPanel
        key={editorKey && (record ? editorKey(record) : 'new')}
        title={record ? editTitle(record) : (create?.title ?? '')}
      >
        {renderEditor(record)}
      </EditorPanel>
    );
  } else if (panel) {
    shown = <EditorPanel title={panel.title}>{panel.content}</EditorPanel>;
  }
  return (
    <TabSection
      id={id}
      title={title}
      lead={lead}
      headingRef={editor.headingRef}
      actions={
        create &&
        !editing && (
          <button type="button" className="button button--primary" onClick={editor.create}>
            {create.label}
          </button>
        )
      }
    >
      {shown}
    </TabSection>
  );
}
