import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { CONTENT_STATUSES, type CoverageTextKind } from '@coverline/contracts';
import {
  getGetCoverageTextQueryKey,
  getGetCoverageTextsQueryKey,
  usePutCoverageText,
} from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import type { RecordQueries } from '../components/record-cache';
import { SettingsForm, useRecordForm, type RecordEditorProps } from '../components/SettingsForm';
import { useSettingsT } from '../texts';
import {
  coverageTextBody,
  coverageTextSchema,
  coverageTextValues,
  type CoverageTextValues,
} from './coverage-text-schema';

/** A text's own query is found by its name, which the app asks for. */
export const coverageTextQueries: RecordQueries<CoverageTextDto> = {
  detail: (text) => getGetCoverageTextQueryKey(text.name),
  list: getGetCoverageTextsQueryKey(),
};

/** Creates a "what's covered" text or a pop-up, or replaces one; its name is fixed once made. */
export function CoverageTextForm({
  kind,
  record: text,
  takenNames,
  onSaved,
  onCancel,
}: RecordEditorProps<CoverageTextDto> & {
  kind: CoverageTextKind;
  takenNames: readonly string[];
}) {
  const t = useSettingsT();
  const put = usePutCoverageText();
  const schema = useMemo(() => coverageTextSchema(text ? [] : takenNames), [text, takenNames]);
  const form = useRecordForm<CoverageTextValues, CoverageTextDto>(
    'texts',
    { resolver: zodResolver(schema), defaultValues: coverageTextValues(text) },
    {
      record: text,
      queries: coverageTextQueries,
      send: (values) => put.mutateAsync({ data: coverageTextBody(values, kind) }),
      name: (saved) => saved.title,
      onSaved,
    },
  );
  const statusOptions = CONTENT_STATUSES.map((status) => ({
    value: status,
    label: t(`status.${status}`),
  }));

  return (
    <SettingsForm
      form={form}
      onCancel={onCancel}
      fields={[
        [
          { name: 'name', hint: text ? 'nameFixed' : 'name', readOnly: Boolean(text) },
          { name: 'title' },
        ],
        { name: 'status', kind: 'choices', type: 'radio', options: statusOptions },
        { name: 'body', kind: 'area', rows: 5 },
        [
          { name: 'whatIsCovered', kind: 'area', rows: 5, hint: 'onePerLine' },
          { name: 'whatIsNotCovered', kind: 'area', rows: 5, hint: 'onePerLine' },
        ],
        { name: 'freeText', kind: 'area', rows: 3 },
      ]}
    />
  );
}
