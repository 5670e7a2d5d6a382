import { z } from 'zod';

// Messages that a schema does not spell out itself are Persian too.
z.config(z.locales.fa());
