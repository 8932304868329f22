// Text put inside HTML or XML (an element or a quoted attribute): the five characters that could
// end it, written as character references. The same in the page head, JSON-LD's HTML and sitemaps.
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
