/*---
section: I.6.2
clause: xlambda.restriction-9
description: "Restriction 9 example: bar4 instantiated with C1_t::S1_t, which the guide calls a private member class; declared with `struct`, S1_t is public, so the instantiation breaks no restriction"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
note: "The guide's code kept verbatim. Its comment says the instantiation uses a private member class, but struct members are public: the clause (private or protected class members) is not broken, so the code is valid (issue 13 review). The breaking side is extended-lambdas/generated/restriction-9/private-member-type-argument-device, which declares the type in a class."
---*/
template <typename T>
__global__ void kern(T in) { in(); }

template <typename T>
void bar4(void) {
  auto lam1 =  [] __device__ { return 10; };
  kern<<<1,1>>>(lam1);
}

struct C1_t { struct S1_t { }; friend int main(void); };
int main() {
  struct S1_t { };
  // Error: enclosing function for device lambda in bar4
  // is instantiated with a type that is a private member
  // of a class.
  bar4<C1_t::S1_t>();
}
