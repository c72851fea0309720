import type { Namespace, TFunction } from 'i18next';
import { profileSource } from '../../content/profile';

/**
 * What any text may say of the owner: `{{name}}`, `{{email}}` and `{{phone}}` (if it has one: validate-texts.ts refuses
 * a text naming it otherwise) from content/profile.ts, and
 * `{{title}}` and `{{place}}` as the text's own language says them (`owner` in its global.json), so that each is
 * written once per language.
 */
export function ownerValues<Ns extends Namespace>(t: TFunction<Ns>) {
  return {
    name: profileSource.name,
    email: profileSource.email,
    phone: profileSource.phone ?? '',
    title: t('owner.title', { ns: 'global' }),
    place: t('owner.place', { ns: 'global' }),
  };
}
