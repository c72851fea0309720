import { withBase } from './base-path';

declare global {
  interface ImportMetaEnv {
    /** Where the contact form posts; set at build time to point a static host at another server. */
    readonly VITE_CONTACT_ENDPOINT?: string;
  }
}

/** The contact form's endpoint: the bundled server's API (in the site's folder) unless the build configures another one. */
export const contactEndpoint: string = import.meta.env.VITE_CONTACT_ENDPOINT || withBase('/api/contact');
