export default function FtdReportPage() {
  return null;
}
