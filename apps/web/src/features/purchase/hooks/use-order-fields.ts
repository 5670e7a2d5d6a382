import { useState } from 'react';
import type { Customer } from '../../../components/services/customer-picker';
import { useSettings } from '../../../lib/settings-store';
import { useCustomerSearch } from '../api/search-customers';

export type AccountType = 'single' | 'batch';

/**
 * Who an order is for and how many (spec 'Buy new service', shared by /newservice and /trafficservice): single or
 * batch, with or without the customer's mobile, and the body fields the server reads for it.
 */
export function useOrderFields() {
  const { servicewithoutphone } = useSettings();
  const [accountType, setAccountType] = useState<AccountType>('single');
  const [count, setCount] = useState<number | string>(1);
  const [description, setDescription] = useState('');
  const [mobile, setMobile] = useState('');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [name, setName] = useState('');
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
    /** After a single purchase the mobile, the chosen customer and the name are cleared (spec section 2). */
    clearCustomer: () => {
      setMobile('');
      setCustomer(null);
      setName('');
    },
  };
}
export type OrderFieldsState = ReturnType<typeof useOrderFields>;
