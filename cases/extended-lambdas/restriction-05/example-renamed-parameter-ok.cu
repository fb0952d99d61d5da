/*---
section: I.6.2
clause: xlambda.restriction-5
description: "Restriction 5 example with the template parameter renamed so nothing shadows it: accepted"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
template <typename> struct A {
  typedef void Bar;
  void test();
};

template<> struct A<void> { };

template <typename T>
void A<T>::test() {
  auto lam1 = [] __host__ __device__ { return 4; };
}

int main() {
  A<int> xxx;
  xxx.test();
}
