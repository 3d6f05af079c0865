// "Report for my physio": the print button opens the browser's print dialog (Save as PDF there).
for (const button of document.querySelectorAll("[data-print]")) {
  button.addEventListener("click", () => window.print());
}
