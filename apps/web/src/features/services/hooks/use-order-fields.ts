import { normalizeMobile, type Service } from '@pishkhan/contract';
import { useState } from 'react';
import type { Customer } from '@/components/services/customer-picker';
import { useCustomerSearch } from '@/components/services/search-customers';
import { useSettings } from '@/lib/settings-store';
import { deliverBatch } from '../components/batch-file';

export type AccountType = 'single' | 'batch';

/**
 * Who an order is for and how many (docs/product/screens.md#new-service, shared by /newservice and /trafficservice): single or
 * batch, with or without the customer's mobile, the body fields the server reads for it, and what the reseller is
 * handed once it is made.
 */
export function useOrderFields() {
  const { servicewithoutphone } = useSettings();
  const [accountType, setAccountType] = useState<AccountType>('single');
  const [count, setCount] = useState<number | string>(1);
  const [description, setDescription] = useState('');
  const [mobile, setMobile] = useState('');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<Service | null>(null);
  const search = useCustomerSearch(mobile);

  const batch = accountType === 'batch';
  const askCustomer = !batch && !servicewithoutphone;
  // What is sent is what the field shows: an empty, zero, negative or fractional count is refused here (docs/product/rules.md#validation).
  const typedCount = typeof count === 'number' ? count : count.trim() === '' ? Number.NaN : Number(count);
  const countValid = !batch || (Number.isInteger(typedCount) && typedCount >= 1);
  const quantity = batch ? (countValid ? typedCount : 0) : 1;
  /** The customer the order goes to: the one picked, or an existing one whose whole mobile was typed. */
  const typedMobile = normalizeMobile(mobile);
  const existing = customer ?? search.results.find((c) => typedMobile !== null && c.mobile === typedMobile) ?? null;
  /** A name typed for an existing customer renames them on every service (decision 012): said before buying. */
  const renames = askCustomer && existing !== null && name.trim() !== '' && name.trim() !== existing.name;

  return {
    accountType,
    setAccountType,
    count,
    setCount,
    description,
    setDescription,
    mobile,
    setMobile,
    customer,
    /** Picking a customer fills in their name. */
    setCustomer(picked: Customer | null) {
      setCustomer(picked);
      if (picked) setName(picked.name);
    },
    name,
    setName,
    search,
    servicewithoutphone,
    batch,
    askCustomer,
    quantity,
    countError: countValid ? null : 'تعداد باید عددی صحیح و دست‌کم ۱ باشد',
    /** The existing customer's name the order would replace, when it would. */
    renaming: renames ? (existing?.name ?? '') : null,
    valid: countValid,
    /** The order part of the purchase bodies. */
    body: () => ({
      batch,
      count: quantity,
      servicewithoutphone,
      user_id: askCustomer ? (customer?.id ?? null) : null,
      mobile: askCustomer ? mobile : '',
      name: askCustomer ? name : '',
      description: batch ? description : '',
    }),
    /** The single service just made, for its details dialog. */
    created,
    closeCreated: () => setCreated(null),
    /**
     * docs/product/screens.md: a batch downloads its text file with a 5 s alert; a single service opens its details and the
     * mobile, the chosen customer and the name are cleared.
     */
    delivered(services: Service[], wasBatch: boolean) {
      if (wasBatch) {
        deliverBatch(services);
        return;
      }
      setCreated(services[0] ?? null);
      setMobile('');
      setCustomer(null);
      setName('');
    },
  };
}
export type OrderFieldsState = ReturnType<typeof useOrderFields>;
