/** The time the console's calendar reads (today, now, reminders); components take it as a prop so tests can set it. */
export type TClock = () => Date;
export const systemClock: TClock = () => new Date();
