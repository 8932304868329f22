// TEMPORARY placeholder on branch `search` only: migration 017 belongs to another branch, whose file
// replaces this one at merge. It keeps this branch's migrations 019 and 020 at their numbers.
export default /* sql */ `
SELECT 1;
`;
