/*---
section: I.6.2
clause: xlambda.restriction-9
description: "Restriction 9 example: bar4 instantiated with a type local to main"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
note: "The spec's comment sits on the call in main; the ill-formed entity is the extended lambda in the instantiation bar4<...>, and a compiler reports an instantiation-dependent error inside the template, so the annotation is on the lambda line."
---*/
template <typename T>
__global__ void kern(T in) { in(); }

template <typename T>
void bar4(void) {
  auto lam1 =  [] __device__ { return 10; }; // expect-error
  kern<<<1,1>>>(lam1);
}

struct C1_t { struct S1_t { }; friend int main(void); };
int main() {
  struct S1_t { };
  // Error: enclosing function for device lambda in bar4
  // is instantiated with a type local to main.
  bar4<S1_t>();
}
