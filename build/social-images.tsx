/**
 * Social card images (1200x630 PNG) drawn at build from the content: satori draws the card (background, accent bar,
 * footer band), its texts are set as SVG paths in each language's script and direction (build/fonts/card-text.ts:
 * HarfBuzz, the bidirectional algorithm, UAX #14 line breaks, Inter's subsets then the language's own font), resvg
 * rasterises the SVG and sharp writes the PNG, so no system font and no network is involved.
 */
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { profile } from '../src/content';
import { ownerValues } from '../src/content/owner-values';
import { cataloguePaths, findProject } from '../src/content/catalogue';
import { postCardName } from '../src/content/page-meta';
import { postsIn } from '../src/content/posts';
import { languageDirection, siteLanguages } from '../src/content/languages';
import { createI18n } from '../src/i18n/create-i18n';
import type { Language } from '../src/i18n/languages';
import { resources } from '../src/i18n/resources';
import { darkTheme, socialCardGradientEnd } from '../src/lib/theme-tokens';
import { CARD, type CardLanguage, type CardTexts, cardTextSvg, layoutCardText } from './fonts/card-text';

const { width: WIDTH, height: HEIGHT, margin: MARGIN, footerHeight: FOOTER_HEIGHT } = CARD;

/** A card: what it says, and the language (script, direction, font) it says it in. */
export interface SocialCard extends CardTexts {
  language: CardLanguage;
}

// The cards wear the dark theme's colours.
const { colors } = darkTheme;

/**
 * The card without its texts: they are drawn over it (card-text.ts places them in the boxes this leaves). The accent
 * bar sits at the start of the lines, so at the right for a right-to-left language.
 */
function SocialCardFrame({ direction }: { direction: 'ltr' | 'rtl' }) {
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        backgroundImage: `linear-gradient(to bottom right, ${colors.bg}, ${socialCardGradientEnd})`,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `96px ${MARGIN}px 0` }}>
        <div
          style={{
            width: 64,
            height: 8,
            borderRadius: 4,
            backgroundColor: colors.accent,
            alignSelf: direction === 'rtl' ? 'flex-end' : 'flex-start',
          }}
        />
      </div>
      <div style={{ height: FOOTER_HEIGHT, backgroundColor: colors.surface }} />
    </div>
  );
}

// The frame is the same for every card of a direction: drawn once.
const frames = new Map<'ltr' | 'rtl', Promise<string>>();
function frame(direction: 'ltr' | 'rtl') {
  let svg = frames.get(direction);
  if (!svg)
    frames.set(
      direction,
      (svg = satori(<SocialCardFrame direction={direction} />, { width: WIDTH, height: HEIGHT, fonts: [] })),
    );
  return svg;
}

/**
 * Draws a card to PNG bytes: `texts` in `language`'s script, fonts and direction, its own font read from
 * `root`/content/fonts/. Fails, naming the language and the characters, when no font has some character.
 */
export async function drawSocialCard(
  language: CardLanguage,
  root: string,
  texts: CardTexts,
): Promise<Buffer> {
  const lines = await layoutCardText(language, root, texts);
  const background = await frame(languageDirection(language));
  const text = cardTextSvg(lines, { accent: colors.accent, text: colors.text, muted: colors.muted });
  const image = new Resvg(background.replace(/<\/svg>$/, `${text}</svg>`)).render();
  // resvg's own PNG keeps an alpha channel and compresses lightly (99 KB for home's card); the card is opaque, and
  // libvips makes it 46 KB.
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Renders one card of the site to PNG bytes (its language's font from the project's content/fonts/). */
export function renderSocialCard({ language, ...texts }: SocialCard): Promise<Buffer> {
  return drawSocialCard(language, '.', texts);
}

/**
 * The cards of one language, each with its file name under og/{language}/ (without extension): home's, which the
 * pages that are no project or post share, one per project and one per post in the language (the names `pageMeta`
 * gives, src/content/page-meta.ts).
 */
export function socialCards(language: Language, origin: string): { name: string; card: SocialCard }[] {
  const { t } = createI18n(language);
  const footer = origin.replace(/^https?:\/\//, '');
  const entry: CardLanguage = siteLanguages.find(({ code }) => code === language) ?? siteLanguages[0];
  const home = {
    language: entry,
    eyebrow: t('og_tagline', { ns: 'meta', ...ownerValues(t) }),
    title: profile.name,
    description: t('description', { ns: 'meta', ...ownerValues(t) }),
    footer,
  };
  return [
    { name: 'home', card: home },
    ...cataloguePaths(language).projects.flatMap(({ categorySlug, projectSlug }) => {
      const found = findProject(resources[language].projects, categorySlug, projectSlug, language);
      if (!found) return [];
      const { title, short_description: description } = found.project;
      return [
        {
          name: projectSlug,
          card: {
            language: entry,
            eyebrow: t('og_project', { ns: 'meta', ...ownerValues(t) }),
            title,
            description,
            footer,
          },
        },
      ];
    }),
    ...postsIn(language).map((post) => ({
      name: postCardName(post.slug),
      card: {
        language: entry,
        eyebrow: t('og_post', { ns: 'meta', ...ownerValues(t) }),
        title: post.title,
        description: post.summary,
        footer,
      },
    })),
  ];
}

export const SOCIAL_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;
