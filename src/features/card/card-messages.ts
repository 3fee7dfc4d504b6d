// What the card check at the door says once a suspect seller is reported: shown by the screen of
// the first script, apart from the report's rules (src/lib/seller-report.ts), which come with its
// dialog.
export const SELLER_REPORT_SENT = "Merci, l'amicale a été prévenue";
