/*---
section: I.6.2
clause: xlambda.restriction-9
description: "An instantiation argument that is a public member class is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename T>
__global__ void kern(T in) { in(); }

template <typename T>
void bar4(void) {
  auto lam1 = [] __device__ { return 10; };
  kern<<<1,1>>>(lam1);
}

struct C1_t { struct S1_t { }; };
void use(void) {
  bar4<C1_t::S1_t>();
  bar4<int>();
}
