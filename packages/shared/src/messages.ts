import { LOGIN_MESSAGES } from './login-rules.js';

/** The texts of spec section 8, quoted exactly, plus the ones this product adds. */
export const MESSAGES = {
  unknownLoginError: LOGIN_MESSAGES.unknownError,
  sessionExpired: 'Your session has expired, please log in again.',
  productsNetworkError: 'Error trying to get products.',
  errorSummary: 'Error',
  genericErrorSummary: 'Unknown Error',
  genericErrorDetail: 'Please try again later, if the problem persists, contact administrator.',
  defaultErrorTitle: 'Unknown Error',
  defaultErrorDetail: 'Unknown Error, please try again later.',
  validationErrorTitle: 'Validation Error',
  serverError: 'Something went wrong please contact your admin',
  httpError: (statusText: string) => `There has been an error: ${statusText}`,
  successSummary: (action: 'created' | 'updated' | 'deleted', thing: string) =>
    `Successfully ${action} ${thing}`,
  successDetail: (thing: string, action: 'created' | 'updated' | 'archived' | 'deleted') =>
    `${thing} was successfully ${action}`,
  listElementErrors: (index: number, messages: string[]) =>
    `Error(s) in element ${index}: ${messages.join('; ')}`,

  // Server answers (product decisions; shown to the user as the problem's message).
  badCredentials: 'Invalid login or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  conflict: 'Another change to the same data came in at the same time. Please try again.',
  csrfMissing: 'Missing or invalid CSRF token.',
  unauthorized: 'Full authentication is required to access this resource.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  databaseUnavailable:
    'The service is briefly unavailable because its database cannot be reached. Please try again in a few seconds.',
  shuttingDown: 'The server is shutting down.',
  statementTimeout:
    'This request took too long and was stopped. Please try again in a few seconds, or ask for less (a shorter period, fewer rows).',
  heapExhausted: 'The server is running out of memory and should be restarted.',
  migrationsPending: (names: readonly string[]) => `Database migrations have not run: ${names.join(', ')}.`,
  invalidEmail: 'Please enter a valid e-mail address.',
  passwordLength: (min: number, max: number) =>
    `The password must be between ${min} and ${max} characters long.`,
  invalidKey: 'This link is invalid or has expired.',
  wrongCurrentPassword: 'The current password is not correct.',
  loginTaken: 'This login is already in use.',
  emailTaken: 'This e-mail address is already in use.',
  required: 'This field is required.',

  // Admin: users and agents.
  loginImmutable: 'The login cannot be changed.',
  unknownRoles: (names: readonly string[]) => `Unknown role: ${names.join(', ')}.`,
  unknownDepartment: 'This department does not exist.',
  roleNotGrantable: (names: readonly string[]) =>
    `You cannot grant or take a role with permissions you do not hold yourself: ${names.join(', ')}.`,
  userMorePrivileged: 'You cannot change a user who holds permissions you do not hold yourself.',
  lastAdmin: 'The tenant must keep at least one active user with the ROLE_ADMIN role.',
  selfDeactivation: 'You cannot deactivate your own account.',
  alreadyDeactivated: 'This user is already deactivated.',
  notDeactivated: 'Only deactivated users can be reactivated.',
  notInvited: 'Only invited users can be sent the invitation again.',
  cannotSignIn: 'This user cannot sign in, so no password reset can be sent.',
  controlGroupNotActive: 'Only active agents can be put in or taken out of the control group.',

  // Admin: roles, programs, departments and settings.
  roleNameInvalid: 'A role name may hold letters, digits, spaces and underscores only.',
  roleNameTaken: 'A role with this name already exists.',
  roleStandard: 'The standard roles cannot be changed or deleted.',
  roleAssigned: (users: number) =>
    `This role is still held by ${users} ${users === 1 ? 'user' : 'users'}; take it from them first.`,
  permissionUnknown: 'This permission does not exist.',
  permissionNotHeld: 'You cannot grant a permission you do not hold yourself.',
  programNameTaken: 'A program with this name already exists.',
  departmentNameTaken: 'A department with this name already exists.',
  departmentInUse: 'This department still has agents; move them first.',
  clientAppUrlInvalid:
    'Please enter an address starting with http:// or https://, a path of this app starting with /, or leave it empty.',

  // Studio: knowledge graph, stage model, chart palette.
  tripleTaken: 'This program already has a triple with the same subject, predicate and object.',
  csvUnreadable: (line: number, reason: string, column?: number) =>
    `The file cannot be read as CSV (line ${line})${column === undefined ? '' : `, column ${column}`}: ${reason}`,
  csvQuoteNotClosed:
    'a quote opens this cell and is never closed, so the rest of the file would be one cell.',
  csvEmpty:
    'The file has no header row; the first row must be subject,predicate,object (and optionally source).',
  csvMissingColumns: (columns: readonly string[]) => `The header lacks the column(s): ${columns.join(', ')}.`,
  csvUnknownColumns: (columns: readonly string[]) =>
    `The header has unknown column(s): ${columns.join(', ')}. Allowed: subject, predicate, object, source.`,
  csvRepeatedColumns: (columns: readonly string[]) =>
    `The header repeats the column(s): ${columns.join(', ')}.`,
  csvColumnCount: (expected: number, found: number) => `Expected ${expected} cells, found ${found}.`,
  csvTooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en-US')} rows.`,
  csvNotCsv: 'Please send the file as text/csv.',
  jsonLineNotJson: (line: number, column?: number) =>
    `Line ${line}${column === undefined ? '' : `, column ${column}`}: not JSON.`,
  jsonLineInvalid: (line: number, path: string, reason: string) =>
    `Line ${line}${path ? ` (${path})` : ''}: ${reason}`,
  colourInvalid: 'Please enter a colour as #rrggbb.',
  colourContrast: 'This colour does not reach 4.5:1 contrast with white text; please choose a darker one.',
  stageLabelTaken: 'Another stage has this label.',
  stageUnknown: (label: string) => `"${label}" is not a stage of this model.`,
  stageDisabled: (label: string) => `"${label}" is disabled; only enabled stages take part in the order.`,
  stageRepeated: (label: string) => `"${label}" is already in the order.`,
  ruleIdTaken: 'Another rule has this id.',
  ruleSameStage: 'A rule orders two different stages.',
  agentOnlyMode: 'An agent-only program can only start in Agent mode.',
  staleVersion:
    'Someone else saved this stage model since you opened it. Reload it to see their changes, then apply yours again.',
} as const;
