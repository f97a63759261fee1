import { Benefits } from "@/features/landing/components/Benefits";
import { CallToAction } from "@/features/landing/components/CallToAction";
import { Features } from "@/features/landing/components/Features";
import { Footer } from "@/features/landing/components/Footer";
import { Hero } from "@/features/landing/components/Hero";
import { LandingHeader } from "@/features/landing/components/LandingHeader";

export default function LandingPage() {
  return (
    <div className="min-h-screen bg-background">
      <LandingHeader />
      <main>
        <Hero />
        <Features />
        <Benefits />
        <CallToAction />
      </main>
      <Footer />
    </div>
  );
}
