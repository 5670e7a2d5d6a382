import type { Service } from '@pishkhan/contract';
import { useState } from 'react';
import type { Customer } from '../../../components/services/customer-picker';
import { useSettings } from '../../../lib/settings-store';
import { useCustomerSearch } from '../api/search-customers';
import { deliverBatch } from '../components/batch-file';

export type AccountType = 'single' | 'batch';

/**
 * Who an order is for and how many (spec 'Buy new service', shared by /newservice and /trafficservice): single or
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
  const quantity = batch ? Math.max(1, Number(count) || 0) : 1;

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
    setCustomer,
    name,
    setName,
    search,
    servicewithoutphone,
    batch,
    askCustomer,
    quantity,
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
     * Spec section 2: a batch downloads its text file with a 5 s alert; a single service opens its details and the
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
