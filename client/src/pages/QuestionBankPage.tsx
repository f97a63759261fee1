import { QuestionBank } from "@/features/question-bank/components/QuestionBank";

export default function QuestionBankPage() {
  return <QuestionBank />;
}
