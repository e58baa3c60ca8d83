/** Two-factor sign-in: Settings › Security, its policy, and an administrator's reset. */
export const enTwoFactor = {
  'twoFactor.pageTitle': 'Security',
  'twoFactor.title': 'Security',
  'twoFactor.section': 'Two-factor sign-in',
  'twoFactor.stateFailed': 'Your two-factor state could not be loaded.',
  'twoFactor.requiredNow': 'Two-factor sign-in is required for your role: set it up now.',
  // Refused codes.
  'twoFactor.waitFewMinutes': 'in a few minutes',
  'twoFactor.waitSeconds_one': 'in {{count}} second',
  'twoFactor.waitSeconds_other': 'in {{count}} seconds',
  'twoFactor.waitMinutes_one': 'in {{count}} minute',
  'twoFactor.waitMinutes_other': 'in {{count}} minutes',
  'twoFactor.unreachable': 'The server could not be reached; try again.',
  'twoFactor.codeWrong':
    'That code is not right, or was already used. Wait for the next code in the app and try again.',
  'twoFactor.tooManyCodes': 'Too many wrong codes. Try again {{wait}}.',
  'twoFactor.tooManyTries': 'Too many wrong tries. Try again {{wait}}.',
  // Forms.
  'twoFactor.code': 'Code from the app',
  'twoFactor.password': 'Your current password',
  'twoFactor.setUp': 'Set up two-factor sign-in',
  // Setting up.
  'twoFactor.isOn': 'Two-factor sign-in is on.',
  'twoFactor.keptCodes': 'I have kept my recovery codes',
  'twoFactor.enrolIntro':
    'Each sign-in will ask for your password and a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…). Enter your password to begin.',
  'twoFactor.scan': '1. Scan the QR code with your authenticator app.',
  'twoFactor.enterCode': '2. Enter the code the app shows, to turn two-factor sign-in on.',
  'twoFactor.turnOn': 'Turn on',
  'twoFactor.qrFailed': 'The QR code could not be drawn: type the key below into the app.',
  'twoFactor.qrAlt': 'QR code to scan with your authenticator app',
  'twoFactor.orKey': 'Or enter this key in the app',
  'twoFactor.copyKey': 'Copy the key',
  // Recovery codes.
  'twoFactor.codesFor': 'Recovery codes for {{email}}',
  'twoFactor.codesFileNote': 'Each code signs in once, in place of a code from the app.',
  'twoFactor.codesTitle': 'Your recovery codes',
  'twoFactor.codesIntro':
    'Keep them somewhere safe, away from your phone. Each one signs you in once if you lose the app. They are shown only now.',
  'twoFactor.codesList': 'Recovery codes',
  'twoFactor.copyCodes': 'Copy the recovery codes',
  'twoFactor.copy': 'Copy',
  'twoFactor.download': 'Download',
  // Managing it.
  'twoFactor.on': 'On',
  'twoFactor.since': 'since {{when}}',
  'twoFactor.codesLeft': '{{left}} of 10 recovery codes left.',
  'twoFactor.requiredStays': 'Two-factor sign-in is required for your role, so it stays on.',
  'twoFactor.newCodes': 'New recovery codes',
  'twoFactor.turnOff': 'Turn off',
  'twoFactor.makeCodes': 'Make new codes',
  'twoFactor.turnOffFull': 'Turn off two-factor sign-in',
  'twoFactor.turnedOff': 'Two-factor sign-in is off',
  // The administrator's reset.
  'twoFactor.reset': 'Reset two-factor',
  'twoFactor.resetDone': 'Two-factor sign-in reset for {{name}}',
  'twoFactor.resetTitle': 'Reset two-factor sign-in for {{name}}?',
  'twoFactor.resetSubmit': 'Reset',
  'twoFactor.resetUnreachable': 'The server could not be reached',
  'twoFactor.resetBody':
    'Their authenticator app and recovery codes stop working and every session of theirs ends now. They sign in with their password and set two-factor up again.',
  // The policy.
  'twoFactor.policySaved': 'Two-factor policy saved',
  'twoFactor.notSaved': 'Not saved: the server could not be reached',
  'twoFactor.policyFailed': 'The policy could not be loaded.',
  'twoFactor.loading': 'Loading…',
  'twoFactor.policyTitle': 'Two-factor policy',
  'twoFactor.policyIntro':
    'Staff it requires who have not set it up are signed out when you save, and set it up at their next sign-in, before anything else.',
  'twoFactor.allEnrolled': 'Everyone it requires now has set it up.',
  'twoFactor.notEnrolled': '{{count}} staff it requires now have not set it up yet.',
  'twoFactor.everyone': 'Required for everyone',
  'twoFactor.rolesFailed': 'The roles could not be loaded (it needs roles.view_roles).',
  'twoFactor.roles': 'Required for the roles',
  'twoFactor.savePolicy': 'Save policy',
} as const;
