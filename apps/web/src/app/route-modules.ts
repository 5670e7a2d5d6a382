/**
 * The code of the reseller's layout and of the dashboard, where a login lands. The router's lazy routes load them, and
 * the login form asks for them as soon as someone starts filling it in (decision 088): one import each, so the router
 * finds loaded what the form fetched.
 */
export const loadResellerLayout = () => import('./routes/reseller-layout');
export const loadDashboard = () => import('./routes/dashboard');
