export declare const E2E_RATE_LIMITS: Record<string, number>;
export declare function startMailReceiver(dir: string): Promise<{ url: string; close: () => Promise<void> }>;
