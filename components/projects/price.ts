/** A rupee price as the project pages show it: 'PKR 1,000,000', or with `compact` 'PKR 1.5M'. */
export function formatPkr(amount: number, compact = false) {
  if (compact && amount >= 1_000_000) {
    const millions = amount / 1_000_000;
    return `PKR ${Number.isInteger(millions) ? millions : millions.toFixed(1).replace(/\.0$/, '')}M`;
  }
  return `PKR ${amount.toLocaleString('en-US')}`;
}
