/**
 * The help index of the articles shipped with the product, read from their files without a
 * database: for the evaluation's floor test and the benchmark.
 */
import { Language } from '@coverline/contracts';
import { HelpIndex, loadShippedArticles } from '../../../help';

export function shippedHelpIndex(): HelpIndex {
  const all = loadShippedArticles();
  return new HelpIndex({
    en: all.filter((a) => a.language === Language.English),
    es: all.filter((a) => a.language === Language.Spanish),
  });
}
