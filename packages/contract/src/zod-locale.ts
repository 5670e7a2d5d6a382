import { z } from 'zod';
import { fa } from 'zod/locales';

// Messages that a schema does not spell out itself are Persian too.
z.config(fa());
