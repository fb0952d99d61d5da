/*---
section: I.6.2
clause: xlambda.restriction-9
description: "Restriction 9 second example without the two offending calls compiles"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
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
}
