/** How the panel names a node's core (decision 085): the versions the panel speaks, Latin as the cores write them. */
export const CORE_LABELS = { v2ray: 'V2Ray 4.34', xray: 'Xray-core' } as const;
