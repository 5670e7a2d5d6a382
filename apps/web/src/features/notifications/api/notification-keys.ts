/**
 * The new notifications' key, in a module of its own: both notification api files use it and the route loaders import
 * both. With one importing the other, the build split /login's entry into seven files instead of four (decision 088).
 */
export const newNotificationsQueryKey = ['notifications', 'new'] as const;
