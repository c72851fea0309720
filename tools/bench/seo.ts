// The SEO pass: Lighthouse's SEO category, mobile preset, on every prerendered page in each language it is in; each must
// score 100. Writes bench/seo.md.
import { builtPaths, pageLanguages, pageUrlPath } from './built-pages.mjs';
import { budgets } from './budgets';
import { lighthouseResult, withBrowser } from './lighthouse';
import { score } from './lighthouse-summary';
import { today, writeMarkdown } from './report';

/** Audits every page of the built site served at `origin`; returns the budget failures. */
export function auditSeo(origin: string): Promise<string[]> {
  return withBrowser(async (port) => {
    const lines: string[] = [];
    const failures: string[] = [];
    let version = '';
    for (const path of builtPaths()) {
      for (const language of pageLanguages(path)) {
        const lhr = await lighthouseResult(`${origin}${pageUrlPath(path, language)}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['seo'],
        });
        version = lhr.lighthouseVersion;
        const seo = score(lhr, 'seo');
        const failed = (lhr.categories['seo']?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        lines.push(`| ${path} | ${language} | ${seo} | ${failed.join(', ') || '-'} |`);
        if (seo < budgets.seo)
          failures.push(`${path} (${language}): SEO ${seo} < ${budgets.seo} (${failed.join(', ')})`);
      }
    }
    await writeMarkdown(
      'bench/seo.md',
      `# SEO on every route\n\nLighthouse ${version} SEO category, mobile preset, measured by \`npm run bench\` on ${today()}.\n\n| route | lang | SEO | failed audits |\n| --- | --- | ---: | --- |\n${lines.join('\n')}\n`,
    );
    console.log(`SEO: ${lines.length} pages audited, see bench/seo.md`);
    return failures;
  });
}
