import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-reports.ts',
    './src/db/schema-trading-reports.ts',
    './src/db/schema-tools.ts',
    './src/db/schema-audit.ts',
    './src/db/schema-sales-assignment.ts',
    './src/db/schema-approval-policies.ts',
    './src/db/schema-staff-users.ts',
    './src/db/schema-two-factor.ts',
    './src/db/schema-open-payd.ts',
    './src/db/schema-blog.ts',
    './src/db/schema-messaging.ts',
    './src/db/schema-segments.ts',
    './src/db/schema-jobs.ts',
    './src/db/schema-calendar.ts',
    './src/db/schema-ribbons.ts',
    './src/db/schema-ib-leads.ts',
    './src/db/schema-client-messages.ts',
    './src/db/schema-translations.ts',
  ],
  out: './src/db/migrations',
});
