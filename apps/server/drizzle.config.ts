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
    './src/db/schema-ib-leads.ts',
  ],
  out: './src/db/migrations',
});
