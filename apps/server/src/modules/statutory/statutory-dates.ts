/** Today's date in Manila (payroll dates are Philippine dates), YYYY-MM-DD. */
export function todayInManila(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
