import { Breadcrumb } from '@/features/navigation/breadcrumb';
import { ResumeDocument } from '@/features/resume/resume-document';

/** /cv: the résumé, under the breadcrumb. */
export function Component() {
  return (
    <>
      <Breadcrumb />
      <ResumeDocument />
    </>
  );
}
