import { useId, useState } from 'react';
import { useLanguage, useTranslation } from '../../../../lib/i18n';
import { useGetCoverageTexts } from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { QUOTATION_NS } from '../namespace';

const TEXTS_STALE_MS = 10 * 60_000;

/**
 * The published what's-covered texts and pop-ups, by name, in the reader's language; admins'
 * drafts never show here.
 */
export function useCoverageText(name: string): CoverageTextDto | undefined {
  const { data } = useGetCoverageTexts(
    { language: useLanguage() },
    { query: { staleTime: TEXTS_STALE_MS } },
  );
  return data?.find((text) => text.name === name && text.status === 'published');
}

/**
 * A pop-up's text behind a "What is this?" button: a disclosure, so it opens and closes from the
 * keyboard and screen readers hear whether it is open. Nothing shows until the text is published.
 */
export function HelpPopup({ name }: { name: string }) {
  const { t } = useTranslation(QUOTATION_NS);
  const text = useCoverageText(name);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!text) return null;
  return (
    <div className="help">
      <button
        type="button"
        className="help__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('common.whatIsThis', { topic: text.title })}
      </button>
      <div id={panelId} className="help__panel" hidden={!open}>
        <p className="help__title">{text.title}</p>
        <p>{text.body}</p>
        <CoveredLists text={text} heading="p" />
        {text.freeText && <p>{text.freeText}</p>}
      </div>
    </div>
  );
}

/**
 * A text's two lists, "Covered" and "Not covered", each named by its heading; a list without
 * items is left out. `heading`: the element of the headings (a paragraph inside a pop-up).
 */
export function CoveredLists({
  text,
  heading: Heading,
}: {
  text: Pick<CoverageTextDto, 'whatIsCovered' | 'whatIsNotCovered'>;
  heading: 'h3' | 'h4' | 'p';
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const id = useId();
  const lists = [
    { key: 'yes', label: t('covered.included'), items: text.whatIsCovered },
    { key: 'no', label: t('covered.excluded'), items: text.whatIsNotCovered },
  ].filter((list) => list.items.length > 0);
  return lists.map((list) => (
    <div key={list.key} className="covered__group">
      <Heading id={`${id}-${list.key}`} className="covered__heading">
        {list.label}
      </Heading>
      <ul
        className={`covered__list covered__list--${list.key}`}
        aria-labelledby={`${id}-${list.key}`}
      >
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  ));
}

/** A coverage's what's-covered and what's-not lists. */
export function WhatsCovered({
  coverage,
  headingLevel = 3,
}: {
  coverage: string;
  headingLevel?: 3 | 4;
}) {
  const text = useCoverageText(coverage);
  if (!text) return null;
  return (
    <div className="covered">
      <p>{text.body}</p>
      <CoveredLists text={text} heading={headingLevel === 3 ? 'h3' : 'h4'} />
      {text.freeText && <p className="card__note">{text.freeText}</p>}
    </div>
  );
}
