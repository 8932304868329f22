// The page at a job alert's List-Unsubscribe address. Mail programs POST to it (RFC 8058); people
// and RFC 2369 clients open it in a browser, so a GET shows one button that makes that same POST,
// and the browser's POST is answered with a page. The page asks nothing of the link: whether it
// still works shows only once the button is pressed. No scripts, nothing a visitor typed.
/** What RFC 8058 has mail programs POST: `List-Unsubscribe=One-Click`. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | Job Portal</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #212529; }
main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
button { font: inherit; min-height: 2.75rem; padding: 0 1.25rem; border: 0; border-radius: 4px; background: #1864ab; color: #fff; cursor: pointer; }
a { color: #1864ab; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The page a browser gets at the address: what the button does, and the button. */
export function unsubscribePage(action: string): string {
  return page(
    'Unsubscribe from a job alert',
    `<h1>Unsubscribe from this job alert</h1>
<p>Press the button to delete the job alert this email came from. No more emails will be sent for it.</p>
<form method="post" action="${escapeHtml(action)}" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="${ONE_CLICK_FIELD}" value="${ONE_CLICK_VALUE}">
<button type="submit">Unsubscribe</button>
</form>
<p><a href="/jobs">Find Jobs</a></p>`,
  );
}

/** The page after pressing the button: the outcome in words. */
export function unsubscribedPage(message: string): string {
  return page('Job alert', `<h1>Job alert</h1>\n<p>${escapeHtml(message)}</p>\n<p><a href="/jobs">Find Jobs</a></p>`);
}
