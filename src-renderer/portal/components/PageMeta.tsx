// The page's <title> and description; React 19 hoists them into <head>.
export const SITE_NAME = 'Job Portal';

export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
