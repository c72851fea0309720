/**
 * Social card images (1200x630 PNG) drawn at build from the content: satori lays the card out (wrapping, kerning,
 * ellipsis) and writes its text as SVG paths from the Inter files in node_modules/@fontsource/inter (WOFF, as satori
 * reads no WOFF2), resvg rasterises the SVG and sharp writes the PNG, so no system font and no network is involved.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { profile } from '../src/content';
import { ownerValues } from '../src/content/owner-values';
import { cataloguePaths, findProject } from '../src/content/catalogue';
import { createI18n } from '../src/i18n/create-i18n';
import type { Language } from '../src/i18n/languages';
import { resources } from '../src/i18n/resources';
import { darkTheme, socialCardGradientEnd } from '../src/lib/theme-tokens';

const require = createRequire(import.meta.url);
const WIDTH = 1200;
const HEIGHT = 630;
const FOOTER_HEIGHT = 80;

function font(weight: 400 | 800): Font {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return { name: 'Inter', data: readFileSync(file), weight, style: 'normal' };
}

let fonts: Font[] | undefined;

export interface SocialCard {
  eyebrow: string;
  title: string;
  description: string;
  footer: string;
}

// The cards wear the dark theme's colours.
const { colors } = darkTheme;

/**
 * The card's layout: the title takes two lines at most and the description three, each ending in an ellipsis if cut.
 * The margins keep the baselines where the opentype.js cards had them (eyebrow at y 170, title 260, description 84 px
 * below each title line, footer 600), so the cards did not move when satori took over.
 */
function SocialCardImage({ eyebrow, title, description, footer }: SocialCard) {
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        fontFamily: 'Inter',
        backgroundImage: `linear-gradient(to bottom right, ${colors.bg}, ${socialCardGradientEnd})`,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '96px 80px 0' }}>
        <div style={{ width: 64, height: 8, borderRadius: 4, backgroundColor: colors.accent }} />
        <div style={{ marginTop: 37, fontSize: 30, lineHeight: '36px', color: colors.accent }}>{eyebrow}</div>
        <div
          style={{
            marginTop: 15,
            fontSize: 72,
            fontWeight: 800,
            lineHeight: '84px',
            color: colors.text,
            lineClamp: 2,
            wordBreak: 'break-word',
          }}
        >
          {title}
        </div>
        <div
          style={{
            marginTop: 24.5,
            fontSize: 32,
            lineHeight: '44px',
            color: colors.muted,
            lineClamp: 3,
            wordBreak: 'break-word',
          }}
        >
          {description}
        </div>
      </div>
      <div
        style={{
          height: FOOTER_HEIGHT,
          padding: '0 80px',
          fontSize: 28,
          lineHeight: `${FOOTER_HEIGHT}px`,
          color: colors.text,
          backgroundColor: colors.surface,
        }}
      >
        {footer}
      </div>
    </div>
  );
}

/** Renders one card to PNG bytes. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  fonts ??= [font(400), font(800)];
  const svg = await satori(<SocialCardImage {...card} />, { width: WIDTH, height: HEIGHT, fonts });
  const image = new Resvg(svg).render();
  // resvg's own PNG keeps an alpha channel and compresses lightly (99 KB for home's card); the card is opaque, and
  // libvips makes it 46 KB.
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The cards of one language, each with its file name under og/{language}/ (without extension): home's, which the
 * pages that are no project share, and one per project (the names `pageMeta` gives, src/content/page-meta.ts).
 */
export function socialCards(language: Language, origin: string): { name: string; card: SocialCard }[] {
  const { t } = createI18n(language);
  const footer = origin.replace(/^https?:\/\//, '');
  const home = {
    eyebrow: t('og_tagline', { ns: 'meta', ...ownerValues(t) }),
    title: profile.name,
    description: t('description', { ns: 'meta', ...ownerValues(t) }),
    footer,
  };
  return [
    { name: 'home', card: home },
    ...cataloguePaths().projects.flatMap(({ categorySlug, projectSlug }) => {
      const found = findProject(resources[language].projects, categorySlug, projectSlug);
      if (!found) return [];
      const { title, short_description: description } = found.project;
      return [
        {
          name: projectSlug,
          card: { eyebrow: t('og_project', { ns: 'meta', ...ownerValues(t) }), title, description, footer },
        },
      ];
    }),
  ];
}

export const SOCIAL_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;
