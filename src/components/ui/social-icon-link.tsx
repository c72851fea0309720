import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { PublicIcon } from '@/components/ui/public-icon';
import type { SocialLink } from '@/content';
import { socialNameKey } from '@/content/social-links';
import { TOOLTIP } from '@/lib/constants';

const placement: Record<typeof TOOLTIP.place, string> = {
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2 before:top-full',
};
const variant: Record<typeof TOOLTIP.variant, string> = {
  // Dark in both themes, as the spec's variant says.
  dark: 'border border-on-night/10 bg-night text-on-night shadow-card',
};

/**
 * A social profile's icon link with its tooltip (spec section 9: on top, dark, 1.05rem). The tooltip names the
 * link, shows on hover and on keyboard focus, stays while hovered, and Escape hides it (WCAG 1.4.13).
 */
export function SocialIconLink({ social }: { social: SocialLink }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const shown = dismissed
    ? 'invisible opacity-0'
    : 'invisible opacity-0 group-hover:visible group-hover:opacity-100 peer-focus-visible:visible peer-focus-visible:opacity-100';

  return (
    <span className="group relative inline-flex" onMouseLeave={() => setDismissed(false)}>
      <ExternalLink
        href={social.href}
        me
        aria-labelledby={tooltipId}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
        onBlur={() => setDismissed(false)}
        className="peer grid size-11 place-items-center rounded-full border border-border text-muted transition-colors hover:border-accent hover:text-accent"
      >
        <PublicIcon path={social.icon} size={20} className="size-5" />
      </ExternalLink>
      <span
        id={tooltipId}
        role="tooltip"
        style={{ fontSize: TOOLTIP.fontSize }}
        className={`tooltip ${placement[TOOLTIP.place]} ${variant[TOOLTIP.variant]} ${shown}`}
      >
        {t(socialNameKey(social))}
      </span>
    </span>
  );
}
