import 'i18next';
import type { englishResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'global';
    resources: typeof englishResources;
  }
}
