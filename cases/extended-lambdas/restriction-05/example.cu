/*---
section: I.6.2
clause: xlambda.restriction-5
description: "Restriction 5 example: a class typedef shadowing the template parameter of A<Bar>::test makes the enclosing routine's address ambiguous"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
note: "The spec gives no error comment; restriction 5 is among 1-12, so the lambda that cannot name its enclosing routine is the diagnosed line."
---*/
template <typename> struct A {
  typedef void Bar;
  void test();
};

template<> struct A<void> { };

template <typename Bar>
void A<Bar>::test() {
  /* In code sent to host compiler, nvcc will inject an
     address expression here, of the form:
     (void (A< Bar> ::*)(void))(&A::test))

     However, the class typedef 'Bar' (to void) shadows the
     template argument 'Bar', causing the address
     expression in A<int>::test to actually refer to:
     (void (A< void> ::*)(void))(&A::test))

     ..which doesn't take the address of the enclosing
     routine 'A<int>::test' correctly.
  */
  auto lam1 = [] __host__ __device__ { return 4; }; // expect-error
}

int main() {
  A<int> xxx;
  xxx.test();
}
