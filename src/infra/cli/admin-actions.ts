// What npm run admin accepts (kept apart from the command, which loads the whole app).
export const ADMIN_ACTIONS = ['grant', 'revoke', 'grant-auditor', 'revoke-auditor'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_USAGE = [
  'Usage: npm run admin -- grant <username>',
  '       npm run admin -- revoke <username>',
  '       npm run admin -- grant-auditor <username>',
  '       npm run admin -- revoke-auditor <username>',
].join('\n');
