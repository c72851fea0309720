/**
 * The texts an owner writes only for content they have, so that `t` (typed from the English files) compiles without
 * them: a name per profile link (`social.{id}`, for whichever networks profile.ts links to), the DISC link's texts
 * (with `discUrl` in profile.ts) and the phone's (with `phone`). The build asks for each where the content needs it
 * (src/content/validate-texts.ts), naming the file and the key.
 */
export interface OptionalTexts {
  global: { social: Record<string, string> };
  home: { about: { disc?: string; disc_label?: string }; contact: { phone_link?: string } };
  resume: { page: { phone?: string } };
}
