import { z } from 'zod';

/** Persian digits for a number shown in a message. */
const fa = (n: number | bigint) => Number(n).toLocaleString('fa-IR');

const EXPECTED: Record<string, string> = {
  number: 'باید عدد باشد',
  int: 'باید عدد صحیح باشد',
  bigint: 'باید عدد صحیح باشد',
  string: 'باید متن باشد',
  boolean: 'باید بله یا خیر باشد',
  array: 'باید فهرست باشد',
  object: 'باید مجموعه‌ای از فیلدها باشد',
  date: 'باید تاریخ باشد',
};

/**
 * zod's messages for what a schema does not spell out itself: Persian with no English type names (once, "می‌بایست
 * object می‌بود، null دریافت شد" named zod's types). A missing field says it is required.
 */
export function persianIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'الزامی است';
      return EXPECTED[issue.expected] ?? 'نوع مقدار درست نیست';
    }
    case 'too_big': {
      const max = fa(issue.maximum as number);
      if (issue.origin === 'string') return `حداکثر ${max} نویسه مجاز است`;
      if (issue.origin === 'array' || issue.origin === 'set') return `حداکثر ${max} مورد مجاز است`;
      return issue.inclusive ? `حداکثر ${max} است` : `باید کمتر از ${max} باشد`;
    }
    case 'too_small': {
      const min = fa(issue.minimum as number);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'نمی‌تواند خالی باشد' : `دست‌کم ${min} نویسه است`;
      if (issue.origin === 'array' || issue.origin === 'set') return `دست‌کم ${min} مورد لازم است`;
      return issue.inclusive ? `دست‌کم ${min} است` : `باید بیشتر از ${min} باشد`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'نشانی ایمیل معتبر نیست' : 'شکل مقدار درست نیست';
    case 'not_multiple_of':
      return 'مقدار معتبر نیست';
    case 'unrecognized_keys':
      return 'فیلد ناشناخته دارد';
    case 'invalid_value':
      return 'یکی از گزینه‌های مجاز نیست';
    default:
      return 'مقدار معتبر نیست';
  }
}

// Messages that a schema does not spell out itself are Persian too.
z.config({ localeError: persianIssue });
